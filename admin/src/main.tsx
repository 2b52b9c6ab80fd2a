import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('The editor app needs an element #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
