import type { Faker } from '@faker-js/faker';
import { type Day, formatDateBr, parseDateBr } from './calendar';
import type { GeneratedEmployee } from './workforce';

const VOLUNTARY_REASONS = [
  'Pedido de demissão',
  'Nova oportunidade profissional',
  'Mudança de cidade',
  'Aposentadoria',
];
const INVOLUNTARY_REASONS = [
  'Término de contrato',
  'Reestruturação',
  'Redução de quadro',
  'Baixo desempenho',
  'Justa causa',
];
/** Firings are recent: within this many days up to the export's date, unless the hiring is more recent. */
const RECENT_DAYS = 60;

/**
 * Records a firing on `count` of the rows without a defect: `firing_date` after `hiring_date`, on or before
 * `asOf` and within the 60 days up to it (after the hiring date when that is more recent),
 * `is_voluntary_firing` `true` or `false`, and a Portuguese `reason_firing` that fits it.
 * The rows are the first `count` of an order of the valid rows drawn from `faker` alone, and each row's
 * firing depends only on the rows before it in that order: a larger `count` dismisses the same rows and more.
 * Replaces the chosen entries of `employees` in place; no other entry or cell changes. Expects `count` to be
 * at most the number of rows without a defect.
 */
export function dismiss(employees: GeneratedEmployee[], count: number, faker: Faker, asOf: Day): void {
  const valid: number[] = [];
  employees.forEach((employee, index) => {
    if (employee.defect === null) valid.push(index);
  });
  for (let i = 0; i < count; i += 1) {
    const j = faker.number.int({ min: i, max: valid.length - 1 });
    const index = valid[j] as number;
    valid[j] = valid[i] as number;
    valid[i] = index;
    const employee = employees[index] as GeneratedEmployee;
    const hiring = parseDateBr(employee.row.hiring_date);
    const firing = faker.number.int({ min: Math.max(hiring + 1, asOf - RECENT_DAYS + 1), max: asOf });
    const voluntary = faker.datatype.boolean();
    employees[index] = {
      ...employee,
      row: {
        ...employee.row,
        firing_date: formatDateBr(firing),
        is_voluntary_firing: String(voluntary),
        reason_firing: faker.helpers.arrayElement(voluntary ? VOLUNTARY_REASONS : INVOLUNTARY_REASONS),
      },
      dismissed: true,
    };
  }
}
