import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { App } from '@/app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The language's strings (fetched since boot.ts ran) come first.
void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
