import { I18nProvider } from 'react-aria-components';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ToastRegionOnDemand } from '@/components/Toast';
import { AuthProvider } from '@/features/auth';
import { FavouritesProvider } from '@/features/favourites';
import { GlobalStyle, theme } from '@/theme';
import { AppRoutes } from './routes';

/** The providers every page stands in; the routes do the rest. */
export function App() {
  return (
    <I18nProvider locale="en-IN">
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          {/* Route changes render at once, not as transitions: while a page's code loads the old page
              does not linger under the new address, 'Loading...' shows (SPEC 2), and the navbar
              sees the route change when the address changes, so a menu opened meanwhile stays open. */}
          <BrowserRouter useTransitions={false}>
            <AuthProvider>
              <FavouritesProvider>
                <AppRoutes />
              </FavouritesProvider>
            </AuthProvider>
          </BrowserRouter>
          <ToastRegionOnDemand />
        </SWRConfig>
      </ThemeProvider>
    </I18nProvider>
  );
}
