import type { CampaignInput } from '@employee/domain';
import { IsArray, IsOptional, IsString } from 'class-validator';

/**
 * A campaign POST or PUT body with its JSON types (docs/surveys.md#campaigns); each question of
 * `questions` is checked by the domain, which names `questions[i].…` in its violations.
 */
export class CampaignBodyRequest {
  @IsOptional() @IsString({ message: 'must be a string' }) name?: string | null;
  @IsOptional() @IsString({ message: 'must be a date as dd/mm/yyyy or null' }) starts_on?: string | null;
  @IsOptional() @IsString({ message: 'must be a date as dd/mm/yyyy or null' }) ends_on?: string | null;
  @IsOptional() @IsArray({ message: 'must be a list of questions' }) questions?: unknown[] | null;
  @IsOptional() @IsString({ message: 'must be platform or links' }) distribution?: string | null;
  @IsOptional() @IsArray({ message: 'must be a list of days' }) reminder_days?: unknown[] | null;
}

/** The domain's campaign input of a checked body: each property under its camelCase name, absent ones absent. */
export function campaignInputOf(body: CampaignBodyRequest): CampaignInput {
  return {
    name: body.name,
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    questions: body.questions,
    distribution: body.distribution,
    reminderDays: body.reminder_days,
  };
}
