import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from '@/components/search-box/search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function type(value: string) {
    fireEvent.change(screen.getByRole('searchbox'), { target: { value } });
  }

  it('shows the placeholder and a search icon', () => {
    render(<SearchBox placeholder="Search users" onSearch={() => {}} />);
    expect(screen.getByPlaceholderText('Search users')).toBeInTheDocument();
    expect(screen.getByTestId('SearchIcon')).toBeInTheDocument();
  });

  it('has a translated default placeholder', () => {
    render(<SearchBox onSearch={() => {}} />);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it('calls onSearch once, 300 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    type('m');
    act(() => vi.advanceTimersByTime(200));
    type('mi');
    act(() => vi.advanceTimersByTime(200));
    type('mil');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('mil');
  });

  it('searches at once on Enter and does not repeat it after the delay', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    type('pune');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('pune');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears the text and searches for nothing at once', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} defaultValue="abc" />);
    expect(screen.getByRole('searchbox')).toHaveValue('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('offers no clear button while empty', () => {
    render(<SearchBox onSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
