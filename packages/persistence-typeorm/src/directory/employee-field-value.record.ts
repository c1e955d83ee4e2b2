import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `employee_field_values`: an employee's value of one filter; `position` keeps the request's order. */
@Entity({ name: 'employee_field_values' })
export class EmployeeFieldValueRecord {
  @PrimaryColumn('uuid', { name: 'employee_id' })
  employeeId!: string;

  @PrimaryColumn('uuid', { name: 'filter_id' })
  filterId!: string;

  @Column('integer')
  position!: number;

  @Column('varchar', { length: 1000 })
  value!: string;
}
