import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@brocante/ui/controls.css';
import './styles.css';
import { App } from './app/App';
import { createRouter, whenReady } from './app/router';

// The page's own HTML (the loading line, or the prerendered sign-in screen) shows until the first screen is
// ready, its code and its data: React's first paint is that screen. The router is made in a task of its
// own, after the one that read this code, and the screen rendered as a transition, in slices: no long
// task keeps a phone from answering while the admin starts.
setTimeout(() => {
  const router = createRouter();
  void whenReady(router).then(() =>
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    ),
  );
});

// The built app registers its service worker (Workbox, vite.config.ts) once the page has loaded: the
// check-in screen then opens with no network. A new version waits until every admin tab is closed.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }));
}
