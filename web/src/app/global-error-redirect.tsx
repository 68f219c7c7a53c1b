/** Navigates to the error page of each globally raised error (spec §4). */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorPath, useGlobalError } from '@/lib/errors';

export function GlobalErrorRedirect() {
  const { page, seq } = useGlobalError();
  const navigate = useNavigate();
  const seen = useRef(seq);
  useEffect(() => {
    if (seq === seen.current) return;
    seen.current = seq;
    if (page) void navigate(errorPath(page));
  }, [seq, page, navigate]);
  return null;
}
