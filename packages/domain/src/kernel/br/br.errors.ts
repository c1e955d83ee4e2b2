/**
 * Code of a 422 on employee input (docs/contract.md#errors: 422 Validation Error). The Brazilian value objects
 * raise it when used on their own (the employee form is where they were first defined); a use case that collects
 * their violations reports them under its own code.
 */
export const EMPLOYEE_INVALID = 'EMPLOYEE.INVALID';
