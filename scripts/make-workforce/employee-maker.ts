import type { Faker } from '@faker-js/faker';
import { addYears, type Day, formatDateBr, yearOf } from './calendar';
import { CpfMaker, punctuateCpf } from './cpf-maker';
import { impossibleDate } from './defects';
import { EmailBook } from './email-book';
import { DEPARTMENTS, EMAIL_DOMAINS, SITES } from './organisation';
import { PersonNames } from './person-names';
import { PhoneMaker } from './phone-maker';
import type { Defect, DefectKind, WorkforceRow } from './workforce';

const SOCIAL_NAME_SHARE = 0.05;
const NO_PHONE_SHARE = 0.05;
const NO_EMAIL_SHARE = 0.03;
/** Share of phones whose DDD is not the one of the person's site. */
const OTHER_DDD_SHARE = 0.2;
const YOUNGEST = 18;
const OLDEST = 65;
/** Hiring dates lie within this many years up to the export's date. */
const HIRING_YEARS = 30;

/** One row, with the defect written into it (or `null`). */
export interface MadeEmployee {
  readonly row: WorkforceRow;
  readonly defect: Defect | null;
}

/**
 * Makes the rows of one export, in order, each different from the earlier ones in document, e-mail, phone
 * and internal id. Dates: the birthdate makes the person 18 to 65 years old at `asOf` (mostly in their
 * thirties and forties); the hiring date is after the 18th birthday, within the 30 years up to `asOf` and
 * before `asOf` (so that a firing date can always follow it), recent hirings being the most frequent.
 * Firing cells are left empty.
 */
export class EmployeeMaker {
  private readonly names: PersonNames;
  private readonly cpfs: CpfMaker;
  private readonly phones: PhoneMaker;
  private readonly emails = new EmailBook();
  private readonly earliestBirth: Day;
  private readonly latestBirth: Day;
  private readonly earliestHiring: Day;

  constructor(
    private readonly faker: Faker,
    private readonly asOf: Day,
  ) {
    this.names = new PersonNames(faker, SOCIAL_NAME_SHARE);
    this.cpfs = new CpfMaker(faker);
    this.phones = new PhoneMaker(faker, OTHER_DDD_SHARE);
    this.earliestBirth = addYears(asOf, -(OLDEST + 1)) + 1;
    // A week short of 18 years: whoever is born by then turns 18 at least a few days before `asOf` (a 29/02
    // moves addYears by one day), so a hiring date after the 18th birthday and before `asOf` always exists.
    this.latestBirth = addYears(asOf, -YOUNGEST) - 7;
    this.earliestHiring = addYears(asOf, -HIRING_YEARS);
  }

  /** The row at `index` (0-based), valid in every cell but the one `defectKind` spoils. */
  make(index: number, defectKind: DefectKind | undefined): MadeEmployee {
    const { faker } = this;
    const person = this.names.next();
    const site = faker.helpers.weightedArrayElement(SITES);
    let phone = '';
    if (defectKind === 'landline') phone = this.phones.landline(site.ddd);
    else if (!faker.datatype.boolean(NO_PHONE_SHARE)) phone = this.phones.mobile(site.ddd);
    const email = faker.datatype.boolean(NO_EMAIL_SHARE)
      ? ''
      : this.emails.address(person.emailStem, faker.helpers.weightedArrayElement(EMAIL_DOMAINS));
    const birth = this.birthdate();
    const hiring = this.hiringDate(birth);
    const row: WorkforceRow = {
      internal_id: `EMP-${String(index + 1).padStart(6, '0')}`,
      name: person.name,
      social_name: person.socialName,
      email,
      phone,
      document: this.cpfs.next(),
      birthdate: formatDateBr(birth),
      hiring_date: formatDateBr(hiring),
      firing_date: '',
      is_voluntary_firing: '',
      reason_firing: '',
      department: faker.helpers.weightedArrayElement(DEPARTMENTS),
      site: site.name,
    };
    return { row, defect: defectKind === undefined ? null : this.spoil(row, defectKind, { birth, hiring }) };
  }

  /** Mostly 30 to 50 years old: the mean of two uniform draws. */
  private birthdate(): Day {
    const a = this.faker.number.int({ min: this.earliestBirth, max: this.latestBirth });
    const b = this.faker.number.int({ min: this.earliestBirth, max: this.latestBirth });
    return Math.floor((a + b) / 2);
  }

  /** Recent hirings the most frequent: the shorter of two uniform tenures. */
  private hiringDate(birth: Day): Day {
    const latest = this.asOf - 1;
    const earliest = Math.max(addYears(birth, YOUNGEST) + 1, this.earliestHiring);
    const tenure = Math.min(this.faker.number.int(latest - earliest), this.faker.number.int(latest - earliest));
    return latest - tenure;
  }

  /** Writes the defect of `kind` into `row` and describes it. */
  private spoil(row: WorkforceRow, kind: DefectKind, dates: { birth: Day; hiring: Day }): Defect {
    switch (kind) {
      case 'punctuated-cpf':
        row.document = punctuateCpf(row.document);
        return { kind, field: 'document' };
      case 'landline':
        return { kind, field: 'phone' };
      case 'lower-case-name':
        row.name = row.name.toLowerCase();
        return { kind, field: 'name' };
      case 'impossible-date': {
        const field = this.faker.datatype.boolean() ? 'birthdate' : 'hiring_date';
        row[field] = impossibleDate(this.faker, yearOf(field === 'birthdate' ? dates.birth : dates.hiring));
        return { kind, field };
      }
    }
  }
}
