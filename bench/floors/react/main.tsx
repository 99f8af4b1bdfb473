// The bench's floor (bench/run.ts): react, react-dom and react-router's data router, and one page
// with one photo, built by the same Vite as the app. Nivaas' first load is measured against it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <main>
        <h1>A bare React app</h1>
        <img
          src={`${import.meta.env.BASE_URL}photo.webp`}
          alt="A photo"
          width={960}
          height={600}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </main>
    ),
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
