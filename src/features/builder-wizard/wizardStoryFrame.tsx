import type { Decorator } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '@/features/auth';
import { paths } from '@/lib/paths';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

/**
 * Stories of the wizard page: signed in through the app's AuthProvider, the page at both of its
 * routes, and any other route saying where the page sent the person.
 */
export const atWizardRoutes: Decorator = (Story) => (
  <AuthProvider>
    <Routes>
      <Route path={paths.postBuilderProject} element={<Story />} />
      <Route path="/edit-builder-property/:id" element={<Story />} />
      <Route path="*" element={<Arrived />} />
    </Routes>
  </AuthProvider>
);
