import type { CampaignFlagsInput, EmployeeInput } from '@employee/domain';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';

const STRING_OR_NULL = { message: 'must be a string or null' };
const BOOLEAN = { message: 'must be true or false' };

/**
 * The employee properties of a POST or PUT body, with their JSON types (docs/contract.md#employee-fields). `null`
 * passes here (it clears a nullable property; the domain refuses it where it may not).
 */
export class EmployeeBodyRequest {
  @IsOptional() @IsString(STRING_OR_NULL) name?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) social_name?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) email?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) phone?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) document?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) internal_id?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) birthdate?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) hiring_date?: string | null;
  @IsOptional() @IsString(STRING_OR_NULL) firing_date?: string | null;
  @IsOptional() @IsBoolean(BOOLEAN) is_voluntary_firing?: boolean | null;
  @IsOptional() @IsString(STRING_OR_NULL) reason_firing?: string | null;
  @IsOptional() @IsBoolean(BOOLEAN) is_on_leave?: boolean;
  @IsOptional() @IsString(STRING_OR_NULL) language?: string;
  @IsOptional() @IsArray({ message: 'must be an array of {id, value} or {key, value} entries' }) fields?: unknown[];
  @IsOptional() @IsBoolean(BOOLEAN) include_campaign?: boolean;
}

/** A PUT body: the employee properties plus `remove_campaign` (docs/contract.md#create-and-update). */
export class UpdateEmployeeRequest extends EmployeeBodyRequest {
  @IsOptional() @IsBoolean(BOOLEAN) remove_campaign?: boolean;
}

/** The properties of an employee command that come from a POST or PUT body. */
export type EmployeeBodyInput = EmployeeInput & CampaignFlagsInput & { fields?: unknown };

/**
 * The domain's employee input of a checked body: each property under its camelCase name (`social_name` →
 * `socialName`, `remove_campaign` → `removeCampaign`, …), as sent; absent ones stay absent (`undefined`).
 */
export function employeeInputOf(body: UpdateEmployeeRequest): EmployeeBodyInput {
  return {
    name: body.name,
    socialName: body.social_name,
    email: body.email,
    phone: body.phone,
    document: body.document,
    internalId: body.internal_id,
    birthdate: body.birthdate,
    hiringDate: body.hiring_date,
    firingDate: body.firing_date,
    isVoluntaryFiring: body.is_voluntary_firing,
    reasonFiring: body.reason_firing,
    isOnLeave: body.is_on_leave,
    language: body.language,
    fields: body.fields,
    includeCampaign: body.include_campaign,
    removeCampaign: body.remove_campaign,
  };
}
