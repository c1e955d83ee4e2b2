/** The standard error body of the API (docs/contract.md#errors): `{id, status, title, detail, meta?}`. */
export interface ErrorBody {
  readonly id?: string;
  readonly status: number;
  readonly title?: string;
  readonly detail: string;
  readonly meta?: Record<string, unknown>;
}

/** An answer of the API outside 2xx, with its standard error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(body: ErrorBody) {
    super(body.detail);
    this.name = 'ApiError';
    this.status = body.status;
    this.body = body;
  }

  /** `meta.errors` of a 422: each invalid field (API names) and its messages; empty otherwise. */
  get fieldErrors(): Record<string, string[]> {
    const errors = this.body.meta?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }

  /** `meta.code`: the stable code of an error the service's rules raise (docs/http.md#errors), else null. */
  get code(): string | null {
    const code = this.body.meta?.code;
    return typeof code === 'string' ? code : null;
  }

  /** `meta.codes` of a 422: each invalid field's rule codes, in the order of its messages; empty otherwise. */
  get fieldCodes(): Record<string, string[]> {
    const codes = this.body.meta?.codes;
    return codes && typeof codes === 'object' ? (codes as Record<string, string[]>) : {};
  }

  /** `meta.reason` (`otp_required`, `cross_site`, …) when the answer names one. */
  get reason(): string | null {
    const reason = this.body.meta?.reason;
    return typeof reason === 'string' ? reason : null;
  }

  /** `meta.required_scope` of a 403 for a missing scope. */
  get requiredScope(): string | null {
    const scope = this.body.meta?.required_scope;
    return typeof scope === 'string' ? scope : null;
  }
}

/** The error body of `response`, or a stand-in when the body is not the standard one (a proxy's page). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as ErrorBody;
    if (typeof body.detail === 'string') return new ApiError({ ...body, status: response.status });
  } catch {
    // not JSON: fall through
  }
  return new ApiError({ status: response.status, detail: response.statusText || `HTTP ${response.status}` });
}
