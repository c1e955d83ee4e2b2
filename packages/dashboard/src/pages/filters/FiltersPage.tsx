import { Route, Routes } from 'react-router';
import { FilterEditPage } from './FilterEditPage';
import { FilterList } from './FilterList';
import { FilterCreatePage } from './FilterCreatePage';

/**
 * Filters (docs/dashboard.md#pages): the list of the company's active filters (`filters:read`), and
 * with `filters:write` creating, editing and deactivating them (docs/openapi.yaml, `/v1/filters`).
 */
export function FiltersPage() {
  return (
    <Routes>
      <Route index element={<FilterList />} />
      <Route path="new" element={<FilterCreatePage />} />
      <Route path=":id" element={<FilterEditPage />} />
    </Routes>
  );
}
