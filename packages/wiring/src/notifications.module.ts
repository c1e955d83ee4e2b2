import { CountDeliveries, OptOutOfReminders } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

/**
 * Notifications (docs/notifications.md): a campaign's counts by delivery state, the reminders' one-click opt-out of `/survey/v1/opt-out/{token}`, over
 * `PORTS.surveyTokens`. The worker's pass (`DeliverInvitations`) needs the transports, which the server binds with
 * its `notifications` role.
 */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(CountDeliveries).toDynamicValue((c) => new CountDeliveries(c.get(PORTS.unitOfWork)));
  bind(OptOutOfReminders).toDynamicValue(
    (c) => new OptOutOfReminders(c.get(PORTS.unitOfWork), c.get(PORTS.surveyTokens)),
  );
});
