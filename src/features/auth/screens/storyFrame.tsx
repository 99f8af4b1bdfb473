import type { Decorator } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../AuthProvider';

function WhereAmI() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

/** Stories of a sign-in screen: the screen at its route, any other route says where we landed. */
export const atRoute =
  (path: string): Decorator =>
  (Story) => (
    <AuthProvider>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </AuthProvider>
  );
