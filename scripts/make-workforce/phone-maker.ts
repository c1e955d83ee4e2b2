import type { Faker } from '@faker-js/faker';
import { BRAZILIAN_DDDS } from '@employee/domain';

const DDDS = [...BRAZILIAN_DDDS];

/** How HR systems write the same mobile number, `55`, DDD `11`, `987654321`. */
const MOBILE_FORMATS = [
  (ddd: string, n: string) => `+55${ddd}${n}`,
  (ddd: string, n: string) => `55${ddd}${n}`,
  (ddd: string, n: string) => `+55 ${ddd} ${n.slice(0, 5)}-${n.slice(5)}`,
  (ddd: string, n: string) => `+55 (${ddd}) ${n.slice(0, 5)}-${n.slice(5)}`,
];

/**
 * Draws Brazilian phone numbers, all different once reduced to digits. Most use the DDD they are given (the
 * person's site); the others (`otherDddShare`) a DDD drawn from every DDD in use, as for people who kept the
 * number of the city they came from.
 */
export class PhoneMaker {
  /** DDD and number of every phone drawn so far, as one number (mobiles have 11 digits, landlines 10). */
  private readonly issued = new Set<number>();

  constructor(
    private readonly faker: Faker,
    private readonly otherDddShare: number,
  ) {}

  /**
   * A mobile (DDD, then 9 digits: 9, a digit 6 to 9 as most Brazilian mobiles have, 7 more) in one of the
   * mixed formats `+5511987654321`, `5511987654321`, `+55 11 98765-4321`, `+55 (11) 98765-4321`.
   */
  mobile(siteDdd: string): string {
    const ddd = this.ddd(siteDdd);
    const number = this.unique(ddd, () => `9${this.faker.number.int({ min: 6, max: 9 })}${this.digits(7)}`);
    return this.faker.helpers.arrayElement(MOBILE_FORMATS)(ddd, number);
  }

  /** A landline (8 digits, the first 2 to 5), written `+55 11 3456-7890`: a mobile number is required. */
  landline(siteDdd: string): string {
    const ddd = this.ddd(siteDdd);
    const number = this.unique(ddd, () => `${this.faker.number.int({ min: 2, max: 5 })}${this.digits(7)}`);
    return `+55 ${ddd} ${number.slice(0, 4)}-${number.slice(4)}`;
  }

  private ddd(siteDdd: string): string {
    return this.faker.datatype.boolean(this.otherDddShare) ? this.faker.helpers.arrayElement(DDDS) : siteDdd;
  }

  private digits(count: number): string {
    return String(this.faker.number.int(10 ** count - 1)).padStart(count, '0');
  }

  private unique(ddd: string, draw: () => string): string {
    for (;;) {
      const number = draw();
      const key = Number(`${ddd}${number}`);
      if (!this.issued.has(key)) {
        this.issued.add(key);
        return number;
      }
    }
  }
}
