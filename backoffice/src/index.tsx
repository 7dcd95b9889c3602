import '@sportsbook/shared/ui/theme.css';
import './backoffice.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

document.title = 'Sportsbook back office';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
