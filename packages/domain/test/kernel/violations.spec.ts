import { ValidationError, Violations } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';

const TYPE = { code: 'JSON.TYPE', message: 'must be a string or null' };

function thrown(violations: Violations): ValidationError {
  try {
    violations.throwIfAny('EMPLOYEE.INVALID');
  } catch (error) {
    return error as ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('Violations', () => {
  it('collects violations by field, once each, and throws them all in one ValidationError', () => {
    const violations = new Violations();
    expect(violations.isEmpty).toBe(true);
    violations.add('name', 'NAME.SINGLE_WORD', 'must be a full name of at least two words');
    violations.add('name', 'NAME.SINGLE_WORD', 'must be a full name of at least two words');
    violations.attempt(() => {
      throw ValidationError.of('EMPLOYEE.INVALID', 'email', {
        code: 'EMAIL.SYNTAX',
        message: 'must be a valid e-mail address',
      });
    });
    const error = thrown(violations);
    expect(error.code).toBe('EMPLOYEE.INVALID');
    expect(error.errors).toEqual({
      name: ['must be a full name of at least two words'],
      email: ['must be a valid e-mail address'],
    });
  });

  describe('seeded with prior violations (a caller’s own rejections)', () => {
    it('reports a prior field with the prior violations only, and counts it as invalid from the start', () => {
      const violations = new Violations({ name: [TYPE] });
      expect(violations.isEmpty).toBe(false);
      expect(violations.has('name')).toBe(true);
      violations.add('name', 'NAME.NOT_A_STRING', 'must be a string');
      expect(thrown(violations).violations).toEqual({ name: [TYPE] });
    });

    it('throws with the prior violations alone when the use case finds nothing else', () => {
      expect(
        thrown(new Violations({ is_on_leave: [{ code: 'JSON.TYPE', message: 'must be true or false' }] })).errors,
      ).toEqual({
        is_on_leave: ['must be true or false'],
      });
    });

    it('places a prior field where the use case first finds it invalid, and the others after every other field', () => {
      const violations = new Violations({
        social_name: [TYPE],
        fields: [{ code: 'JSON.TYPE', message: 'must be an array' }],
      });
      violations.add('name', 'NAME.SINGLE_WORD', 'must be a full name of at least two words');
      violations.add('social_name', 'NAME.NOT_A_STRING', 'must be a string');
      violations.add('document', 'EMPLOYEE.IDENTIFY_KEY_REQUIRED', 'is required');
      expect(Object.keys(thrown(violations).errors)).toEqual(['name', 'social_name', 'document', 'fields']);
    });
  });
});
