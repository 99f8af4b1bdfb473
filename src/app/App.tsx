import { I18nProvider } from 'react-aria-components';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ToastRegion } from '@/components/Toast';
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
          <BrowserRouter>
            <AuthProvider>
              <FavouritesProvider>
                <AppRoutes />
              </FavouritesProvider>
            </AuthProvider>
          </BrowserRouter>
          <ToastRegion />
        </SWRConfig>
      </ThemeProvider>
    </I18nProvider>
  );
}
