/**
 * An EventSource the test drives: install it with
 * vi.stubGlobal('EventSource', FakeEventSource), then open it, send it
 * named events and make it fail.
 */
import { act } from '@testing-library/react';

export class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  static latest(): FakeEventSource {
    return FakeEventSource.all[FakeEventSource.all.length - 1];
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  send(name: string, data: unknown) {
    act(() => {
      for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
    });
  }
  fail() {
    act(() => this.onerror?.());
  }
}
