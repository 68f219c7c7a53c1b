/**
 * The page's CSP allows no eval: zod must not compile its parsers with
 * new Function (even its probe for it is reported as a violation). Set
 * before any schema parses, so main.tsx imports this module first: other
 * modules parse at import time (the stored session).
 */
import { z } from 'zod';

z.config({ jitless: true });
