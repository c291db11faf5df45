import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles';
import './app/global.css';
// Listens for beforeinstallprompt from the very start, before any component mounts.
import './app/pwa/install-prompt';
import { App } from './app/App';
import { brand } from './lib/brand';

document.title = brand.name;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
