import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider can flush an update at once (flushSync), which the filter checkboxes need.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
