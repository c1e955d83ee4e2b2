import { deliveryOfStored, type StoredDelivery } from '../surveys/stored-delivery';
import {
  DateBR,
  isUuid,
  type DataSubjects,
  type PersonInvitation,
  type SurveyResponse,
  type VoluntaryDeparture,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { readResponses } from '../surveys/read-responses';
import { RESPONSE_IDS_OF_EMPLOYEE } from '../surveys/typeorm-responses.sql';
import { DELETE_OPEN_ANSWERS, INVITATIONS_OF_EMPLOYEE, UNLINK_RESPONSES } from './typeorm-data-subjects.sql';

interface InvitationRow {
  readonly campaignId: string;
  readonly campaignName: string;
  readonly startsOn: string | null;
  readonly endsOn: string | null;
  readonly answeredAt: Date | null;
  readonly delivery: StoredDelivery | null;
}

/**
 * `DataSubjects` in PostgreSQL, within one unit of work's transaction: a person's invitations are their
 * `campaign_links` rows and their `survey_respondents` rows; unlinking a response deletes its open answers and keeps
 * its respondent row without the employee (docs/persistence.md#anonymisation). Passes `dataSubjectsContract`.
 * Source: domain `DataSubjects`.
 */
export class TypeOrmDataSubjects implements DataSubjects {
  constructor(private readonly manager: EntityManager) {}

  async invitationsOf(employeeId: string): Promise<PersonInvitation[]> {
    if (!isUuid(employeeId)) return [];
    const rows = await this.manager.query<InvitationRow[]>(INVITATIONS_OF_EMPLOYEE, [employeeId]);
    return rows.map((row) => ({
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      status: row.answeredAt === null ? 'pending' : 'answered',
      startsOn: row.startsOn === null ? null : DateBR.fromIso(row.startsOn),
      endsOn: row.endsOn === null ? null : DateBR.fromIso(row.endsOn),
      answeredAt: row.answeredAt,
      delivery: deliveryOfStored(row.delivery),
    }));
  }

  async responsesOf(employeeId: string): Promise<SurveyResponse[]> {
    return isUuid(employeeId) ? readResponses(this.manager, RESPONSE_IDS_OF_EMPLOYEE, employeeId) : [];
  }

  async unlinkResponses(employeeId: string, departure: VoluntaryDeparture | null): Promise<number> {
    if (!isUuid(employeeId)) return 0;
    await this.manager.query(DELETE_OPEN_ANSWERS, [employeeId]);
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, affected] = await this.manager.query<[unknown, number]>(UNLINK_RESPONSES, [
      employeeId,
      departure?.firingDate.toIso() ?? null,
      departure?.settledAt.toISOString() ?? null,
    ]);
    return affected;
  }
}
