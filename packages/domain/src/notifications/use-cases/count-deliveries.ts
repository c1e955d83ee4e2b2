import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DeliveryCounts } from '../invitation-message';
import type { NotificationRepositories } from '../ports';

/**
 * A campaign's pending invitations by the platform's delivery state (`pending`, `sent`, `undeliverable`), as one
 * campaign's answers and the dashboard's campaign page show them (docs/notifications.md#delivery-states). The caller
 * has already read the campaign (its company checked).
 */
export class CountDeliveries {
  constructor(private readonly uow: UnitOfWork<NotificationRepositories>) {}

  execute(campaignId: string): Promise<DeliveryCounts> {
    return this.uow.run((r) => r.invitationMessages.countsOf(campaignId));
  }
}
