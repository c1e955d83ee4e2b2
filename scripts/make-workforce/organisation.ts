/** The departments of the exported company, with a weight for how many of its people work there. */
export const DEPARTMENTS = [
  { value: 'Operações', weight: 24 },
  { value: 'Comercial', weight: 18 },
  { value: 'Logística', weight: 16 },
  { value: 'Tecnologia da Informação', weight: 12 },
  { value: 'Financeiro', weight: 9 },
  { value: 'Marketing', weight: 8 },
  { value: 'Recursos Humanos', weight: 7 },
  { value: 'Jurídico', weight: 6 },
] as const;

/** A site of the company and the area code (DDD) of most of its people's phones. */
export interface Site {
  readonly name: string;
  readonly ddd: string;
}

/** The sites of the exported company, the head office weighing the most. */
export const SITES: readonly { readonly value: Site; readonly weight: number }[] = [
  { value: { name: 'São Paulo - Matriz', ddd: '11' }, weight: 30 },
  { value: { name: 'Campinas', ddd: '19' }, weight: 12 },
  { value: { name: 'Rio de Janeiro', ddd: '21' }, weight: 16 },
  { value: { name: 'Belo Horizonte', ddd: '31' }, weight: 12 },
  { value: { name: 'Curitiba', ddd: '41' }, weight: 10 },
  { value: { name: 'Recife', ddd: '81' }, weight: 10 },
  { value: { name: 'Porto Alegre', ddd: '51' }, weight: 10 },
];

/** The company's e-mail domains: most people have the first. */
export const EMAIL_DOMAINS = [
  { value: 'empresa.com.br', weight: 85 },
  { value: 'grupoempresa.com.br', weight: 15 },
] as const;
