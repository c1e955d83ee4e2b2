import type { WebhookEndpointInput } from '@employee/domain';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';

/**
 * A webhook endpoint's POST or PUT body with its JSON types (docs/webhooks.md#the-api-and-the-dashboard-page): PUT is
 * a full replace, so both take the whole endpoint; `null` and absent alike leave a property to its default.
 */
export class WebhookEndpointBodyRequest {
  @IsOptional() @IsString({ message: 'must be a string' }) url?: string;
  @IsOptional() @IsString({ message: 'must be a string or null' }) description?: string | null;
  @IsOptional()
  @IsArray({ message: 'must be a list of event types or null' })
  @IsString({ each: true, message: 'must hold only event types (strings)' })
  event_types?: string[] | null;
  @IsOptional() @IsBoolean({ message: 'must be true or false' }) include_branches?: boolean;
  @IsOptional() @IsBoolean({ message: 'must be true or false' }) is_enabled?: boolean;
}

/** The domain's endpoint input of a checked body: each property under its camelCase name, absent ones absent. */
export function webhookEndpointInputOf(body: WebhookEndpointBodyRequest): WebhookEndpointInput {
  return {
    url: body.url,
    description: body.description,
    eventTypes: body.event_types,
    includeBranches: body.include_branches,
    isEnabled: body.is_enabled,
  };
}
