import type { Employee } from '@employee/client';

/**
 * A CPF as the API gives it (11 digits, docs/openapi.yaml `Employee.document`) written with its usual mask,
 * `529.982.247-25`; anything else (null, another length) as it is, `null` as `fallback`.
 */
export function formatCpf(document: string | null, fallback: string): string {
  if (document === null) return fallback;
  const digits = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(document);
  return digits ? `${digits[1]}.${digits[2]}.${digits[3]}-${digits[4]}` : document;
}

/** The employee's situation: a recorded firing first (it is soft-deleted shortly after), then leave, else active. */
export function statusOf(employee: Pick<Employee, 'firing_date' | 'is_on_leave'>): {
  key: 'firing' | 'onLeave' | 'active';
  date?: string;
} {
  if (employee.firing_date) return { key: 'firing', date: employee.firing_date };
  return { key: employee.is_on_leave ? 'onLeave' : 'active' };
}

/** How a person is named in lists: the name, else the social name, else the id (every property may be null). */
export function displayName(employee: Pick<Employee, 'id' | 'name' | 'social_name'>): string {
  return employee.name ?? employee.social_name ?? employee.id;
}
