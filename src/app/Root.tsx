import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingFallback } from '@/components/LoadingFallback';
import { AuthProvider } from '@/features/auth';
// From its own module, as pages.ts imports the pages: the favourites' index also holds the heart
// (FavouriteButton, a react-aria ToggleButton) that only the lazy pages show.
import { FavouritesProvider } from '@/features/favourites/FavouritesProvider';
import { Navbar } from '@/features/navbar';
import { ScrollToTop } from './ScrollToTop';

/** The layout of every page: the session, favourites and the bar around the page, 'Loading...' meanwhile (docs/routes.md#lazy-pages). */
export function Root() {
  return (
    <AuthProvider>
      <FavouritesProvider>
        <ScrollToTop />
        <Navbar />
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </FavouritesProvider>
    </AuthProvider>
  );
}
