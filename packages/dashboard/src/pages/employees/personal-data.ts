import type { Employee } from '@employee/client';
import { request, send } from '../../api/http';
import { saveBlob } from '../../api/save-file';

/** The employee view of `POST /v1/employees/{id}/anonymise`: the record with when it was anonymised. */
export type AnonymisedEmployee = Employee & { readonly anonymised_at: string | null };

/** The name the export is saved under: `dados-pessoais-<id>.json`. */
export function personalDataFileName(employeeId: string): string {
  return `dados-pessoais-${employeeId}.json`;
}

/**
 * Downloads everything stored about the employee (`GET /api/v1/employees/{id}/personal-data`, `personal-data:write`;
 * docs/lgpd.md), active or soft-deleted, as the signed-in user on the switched company: the JSON document saved as
 * received under {@link personalDataFileName}. Answers the file name. Throws `ApiError` for an answer outside 2xx.
 */
export async function downloadPersonalData(employeeId: string): Promise<string> {
  const response = await send(`/api/v1/employees/${encodeURIComponent(employeeId)}/personal-data`);
  const name = personalDataFileName(employeeId);
  saveBlob(new Blob([await response.text()], { type: 'application/json' }), name);
  return name;
}

/**
 * Anonymises the employee, irreversibly (`POST /api/v1/employees/{id}/anonymise`, `personal-data:write`;
 * docs/lgpd.md): answers the anonymised record. Throws `ApiError` for an answer outside 2xx.
 */
export async function anonymiseEmployee(employeeId: string): Promise<AnonymisedEmployee> {
  const answer = await request<{ data: AnonymisedEmployee }>(
    `/api/v1/employees/${encodeURIComponent(employeeId)}/anonymise`,
    { method: 'POST' },
  );
  return answer.data;
}
