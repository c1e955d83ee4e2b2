import { describe, expect, it } from '@jest/globals';
import { parseFirstStart } from '../screenshots/demo-server';

/** `npm run screenshots` reads what the server's first start printed (scripts/README.md#screenshots). */
describe("the screenshots script's reading of the first-start message", () => {
  const head = [
    'First start: created a demo company (filters departamento and unidade, 150 employees, a campaign they have',
    'mostly answered), an API key and an administrator.',
    'Company id: b041954d-3fa0-45b2-ba46-96d244e96593',
    'API key (shown only now): emp_sandbox_1cF9GRPZOeKQ_hGFPytPHMj6pI0nMnBVeNxBXYYvNfKub0aAbla',
  ];
  const tail = [
    'Try it:',
    "  curl -s -H 'Authorization: Bearer emp_sandbox_1cF9' http://localhost:4710/api/v1/employees",
  ];

  it('finds the company, the key and the demo administrator with their invitation token', () => {
    const admin =
      'Administrator admin@demo.example, invitation (shown only now, valid 72 hours): ' +
      'http://localhost:4710/admin/invitations/DU5vlH4HpI5dLhs-ruFOf91REePf3BQNwYW4XrKUzsw';

    expect(parseFirstStart([...head, admin, ...tail, ''].join('\n'))).toEqual({
      companyId: 'b041954d-3fa0-45b2-ba46-96d244e96593',
      key: 'emp_sandbox_1cF9GRPZOeKQ_hGFPytPHMj6pI0nMnBVeNxBXYYvNfKub0aAbla',
      admin: { email: 'admin@demo.example', invitationToken: 'DU5vlH4HpI5dLhs-ruFOf91REePf3BQNwYW4XrKUzsw' },
    });
  });

  it('gives no administrator when the message has none, and refuses a start that printed no key', () => {
    expect(parseFirstStart([...head, ...tail].join('\n')).admin).toBeNull();
    expect(() => parseFirstStart('listening\n')).toThrow(/no first-start message/);
  });
});
