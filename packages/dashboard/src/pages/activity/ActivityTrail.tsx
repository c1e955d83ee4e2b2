import type { components } from '@employee/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/http';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Instant } from '../../components/Instant';
import { Pager } from '../../components/Pager';
import { COMMON } from '../../i18n/common.messages';
import { auditQueryOf, type ActivityFilters } from './activity-query';
import { useActivityNames, type NamedKind, type NameOf } from './activity-names';
import { ACTIVITY } from './activity.messages';
import { TableScroll } from '../../components/TableScroll';

type AuditEvent = components['schemas']['AuditEvent'];

const PER_PAGE = 25;

/** The first characters of an id, enough to tell ids apart on screen (the full id is in the link's name). */
const short = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/** The entities whose ids the page may show as names. */
const NAMED: ReadonlySet<string> = new Set<NamedKind>(['employee', 'user', 'campaign', 'filter']);

/** An id as the page shows it: the name when there is one, else its first characters. */
function Shown({ name, id }: { name: string | null; id: string }) {
  return name ? <>{name}</> : <code>{short(id)}</code>;
}

/**
 * The audit trail for `filters`, a cursor page at a time (`GET /v1/audit-events?…&cursor&per_page`): the cursors of
 * the pages read so far are kept, so "previous" goes back without the API counting anything.
 */
export function ActivityTrail({ filters }: { filters: ActivityFilters }) {
  const { t } = useTranslation(ACTIVITY);
  const common = useTranslation(COMMON).t;
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const trail = useQuery({
    queryKey: ['audit-events', filters, cursor ?? null],
    queryFn: async () =>
      (
        await api.GET('/v1/audit-events', {
          params: { query: { ...auditQueryOf(filters), cursor, per_page: PER_PAGE } },
        })
      ).data!,
    placeholderData: keepPreviousData,
  });
  const nameOf = useActivityNames(trail.data?.data ?? []);

  if (trail.isPending) return <p role="status">{common('loading')}</p>;
  if (trail.error) return <ErrorMessage error={trail.error} />;
  const next = trail.data.meta.next_cursor;
  return (
    <>
      <TableScroll label={common('nav.activity')}>
        <table aria-busy={trail.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('actor')}</th>
              <th scope="col">{t('action')}</th>
              <th scope="col">{t('entity')}</th>
              <th scope="col">{t('changed')}</th>
            </tr>
          </thead>
          <tbody>
            {trail.data.data.map((event) => (
              <EventRow key={event.id} event={event} nameOf={nameOf} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      {trail.data.data.length === 0 && <p role="status">{t('empty')}</p>}
      <Pager
        label={t('pages')}
        position={t('position', { page: cursors.length + 1 })}
        hasPrevious={cursors.length > 0}
        hasNext={next !== null}
        onPrevious={() => setCursors(cursors.slice(0, -1))}
        onNext={() => next && setCursors([...cursors, next])}
      />
    </>
  );
}

/**
 * One event: when, who (a user by name when the reader may read users), the action and the changed fields in the
 * reader's language, and the entity (by name when the reader may read it); ids link to their filtered trail.
 */
function EventRow({ event, nameOf }: { event: AuditEvent; nameOf: NameOf }) {
  const { t } = useTranslation(ACTIVITY);
  const actorId = event.actor.id;
  const actorName = actorId && event.actor.type === 'user' ? nameOf('user', actorId) : null;
  const entityName = t(`entity.${event.entity}`, { defaultValue: event.entity });
  const entityLabel = NAMED.has(event.entity) ? nameOf(event.entity as NamedKind, event.entity_id) : null;
  return (
    <tr>
      <td>
        <Instant value={event.occurred_at} />
      </td>
      <td>
        {t(`actor.${event.actor.type}`, { defaultValue: event.actor.type })}
        {event.actor.prefix && (
          <>
            {' '}
            <code>{event.actor.prefix}</code>
          </>
        )}
        {actorId && (
          <>
            <br />
            <Link
              to={`?actor_id=${encodeURIComponent(actorId)}`}
              aria-label={t('eventsOf', { id: actorName ?? actorId })}
            >
              <Shown name={actorName} id={actorId} />
            </Link>
          </>
        )}
      </td>
      <td>
        <span title={event.action}>{t(`action.${event.action}`, { defaultValue: event.action })}</span>
      </td>
      <td>
        {entityName}
        <br />
        <Link
          to={`?entity=${encodeURIComponent(event.entity)}&entity_id=${encodeURIComponent(event.entity_id)}`}
          aria-label={t('historyOf', { entity: entityName, id: entityLabel ?? event.entity_id })}
        >
          <Shown name={entityLabel} id={event.entity_id} />
        </Link>
      </td>
      <td>{event.changed.map((field) => t(`field.${field}`, { defaultValue: field })).join(', ')}</td>
    </tr>
  );
}
