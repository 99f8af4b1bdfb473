import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ToastRegionOnDemand } from '@/components/Toast';
import { GlobalStyle, theme } from '@/theme';
import { serverDataIsFresh } from './serverData';

export interface AppProps {
  /** The router: the browser's RouterProvider, or the server's StaticRouterProvider. */
  children: ReactNode;
  /** The page's data the server rendered it with (SWR keys, the API URLs, to answers). */
  fallback?: Record<string, unknown>;
}

/** The providers every page stands in, on the server and in the browser; the routes do the rest. */
export function App({ children, fallback = {} }: AppProps) {
  const [use] = useState(() => [serverDataIsFresh(fallback)]);
  return (
    <I18nProvider locale="en-IN">
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, fallback, use }}>
          {children}
          <ToastRegionOnDemand />
        </SWRConfig>
      </ThemeProvider>
    </I18nProvider>
  );
}
