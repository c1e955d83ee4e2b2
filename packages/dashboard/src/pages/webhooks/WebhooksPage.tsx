import { Route, Routes } from 'react-router';
import { EndpointCreatePage } from './EndpointCreatePage';
import { EndpointList } from './EndpointList';
import { EndpointPage } from './EndpointPage';

/**
 * Webhooks (`webhooks:write`, the page's scope; docs/webhooks.md#the-api-and-the-dashboard-page): the endpoints at
 * `webhooks`, a new one at `webhooks/new` (its secret shown once), and one endpoint with its actions and delivery log
 * at `webhooks/:id`. Routes `/api/v1/webhook-endpoints` (docs/openapi.yaml).
 */
export function WebhooksPage() {
  return (
    <Routes>
      <Route index element={<EndpointList />} />
      <Route path="new" element={<EndpointCreatePage />} />
      <Route path=":id" element={<EndpointPage />} />
    </Routes>
  );
}
