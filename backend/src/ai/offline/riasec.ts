/** Holland's six interest types with example careers, for the offline guidance writer. */
export const RIASEC: Record<string, { code: string; careers: string[]; environment: string }> = {
  Realistic: {
    code: 'R',
    careers: [
      'mechanical or civil engineer',
      'electrician',
      'renewable-energy technician',
      'paramedic',
      'architectural technologist',
    ],
    environment: 'hands-on work with tools, machines, materials or the outdoors',
  },
  Investigative: {
    code: 'I',
    careers: [
      'research scientist',
      'data analyst',
      'doctor or pharmacist',
      'software developer',
      'environmental scientist',
    ],
    environment: 'solving problems, investigating and working with ideas and evidence',
  },
  Artistic: {
    code: 'A',
    careers: [
      'graphic or product designer',
      'architect',
      'writer or journalist',
      'musician or sound engineer',
      'game designer',
    ],
    environment: 'creating, designing and expressing ideas with freedom to experiment',
  },
  Social: {
    code: 'S',
    careers: [
      'teacher',
      'nurse or physiotherapist',
      'psychologist',
      'social worker',
      'speech and language therapist',
    ],
    environment: 'helping, teaching and caring for people',
  },
  Enterprising: {
    code: 'E',
    careers: [
      'entrepreneur',
      'marketing manager',
      'lawyer',
      'project manager',
      'sales or business development lead',
    ],
    environment: 'leading, persuading and making things happen',
  },
  Conventional: {
    code: 'C',
    careers: ['accountant', 'actuary', 'logistics planner', 'database administrator', 'auditor'],
    environment: 'organising information, following clear processes and getting the details right',
  },
};
