import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import './survey.css';
import { tokenFromPath } from './survey-api';
import { SurveyApp } from './SurveyApp';

/** The survey page's own bundle (survey.html, served at `/survey/{token}`): nothing of the dashboard's app. */
const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <SurveyApp token={tokenFromPath(window.location.pathname)} />
  </QueryClientProvider>,
);
