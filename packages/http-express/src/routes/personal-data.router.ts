import type { AnonymiseEmployee, ExportPersonalData } from '@employee/domain';
import { methodNotAllowed, requireScope, targetCompanyId } from '@employee/http-common';
import { toAnonymisedEmployeeView, toPersonalDataExportView } from '@employee/wire';
import { Router } from 'express';

/** The use cases behind `/v1/employees/{id}/personal-data` and `/v1/employees/{id}/anonymise`. */
export interface PersonalDataUseCases {
  readonly exportPersonalData: ExportPersonalData;
  readonly anonymiseEmployee: AnonymiseEmployee;
}

/**
 * The data-subject rights of an employee of the target company (scope `personal-data:write`; docs/lgpd.md#the-rights-and-how-each-is-served):
 * `GET /:id/personal-data`, everything stored about the person (soft-deleted or anonymised ones too) as
 * `{data: {employee, fields, campaign_invitations, survey_responses, audit_events, processing_purposes, exported_at}}`,
 * (`Cache-Control: no-store`, as all of `/api/v1`); `POST /:id/anonymise`, the anonymisation, 200 `{data: employee}` with `anonymised_at` (again 200,
 * unchanged, on a second call; `Idempotency-Key` as on every POST). An unknown id or another company's employee is a
 * 404.
 */
export function personalDataRouter(useCases: PersonalDataUseCases, timeZone: string): Router {
  const scope = requireScope('personal-data:write');
  const router = Router();
  router
    .route('/:id/personal-data')
    .get(scope, async (req, res) => {
      const data = await useCases.exportPersonalData.execute({
        companyId: targetCompanyId(res),
        employeeId: req.params.id,
      });
      res.json({ data: toPersonalDataExportView(data, timeZone) });
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/:id/anonymise')
    .post(scope, async (req, res) => {
      const employee = await useCases.anonymiseEmployee.execute({
        companyId: targetCompanyId(res),
        employeeId: req.params.id,
      });
      res.json({ data: toAnonymisedEmployeeView(employee, timeZone) });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
