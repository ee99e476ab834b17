import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import { App } from './app/app';
import { installDialogNames } from './lib/dialog-names';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

installDialogNames();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
