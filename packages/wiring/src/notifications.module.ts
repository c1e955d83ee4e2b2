import { CountDeliveries, DeliverInvitations, DeliverUserInvitations, OptOutOfReminders } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, ids, settings, reportSettings, surveyTokens, surveyLinkBox, messaging, randomSource } =
  PORTS;
const { userInvitationBox, userInvitationLinks } = PORTS;

/**
 * Notifications (docs/notifications.md): the pass of the `notifications` role (`DeliverInvitations`), over the
 * messaging ports (renderer, e-mail and SMS transports, survey links, sending rate), the survey tokens and their box,
 * the service's time zone and minimum group size; its pass over users' invitation e-mails (`DeliverUserInvitations`:
 * the renderer, the e-mail transport and the sending rate of the same ports, the acceptance links and the user
 * invitations' box); a campaign's counts by delivery state; the reminders' one-click opt-out of
 * `/survey/v1/opt-out/{token}`. The messaging ports may be bound asynchronously (the renderer compiles its templates
 * once), so the passes are resolved with `getAsync`.
 */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(DeliverInvitations).toDynamicValue(
    async (c) =>
      new DeliverInvitations(
        c.get(unitOfWork),
        await c.getAsync(messaging),
        c.get(surveyTokens),
        c.get(surveyLinkBox),
        { minGroupSize: c.get(reportSettings).minGroupSize, timeZone: c.get(settings).timeZone },
        c.get(clock),
        c.get(ids),
        c.get(randomSource),
      ),
  );
  bind(DeliverUserInvitations).toDynamicValue(async (c) => {
    const { renderer, email, rate } = await c.getAsync(messaging);
    return new DeliverUserInvitations(
      c.get(unitOfWork),
      { renderer, email, rate, links: c.get(userInvitationLinks) },
      c.get(userInvitationBox),
      { timeZone: c.get(settings).timeZone },
      c.get(clock),
      c.get(ids),
      c.get(randomSource),
    );
  });
  bind(CountDeliveries).toDynamicValue((c) => new CountDeliveries(c.get(unitOfWork)));
  bind(OptOutOfReminders).toDynamicValue((c) => new OptOutOfReminders(c.get(unitOfWork), c.get(surveyTokens)));
});
