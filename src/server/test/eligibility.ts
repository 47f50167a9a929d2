/** A route check's answers as a customer gives them (an engineer with German B1): the case page tests save it. */
export const ROUTE_CHECK_ANSWERS = {
  qualification: 'university',
  recognition: 'partial',
  germanLevel: 'B1',
  englishLevel: null,
  age: 32,
  experienceYearsLast5: 3,
  experienceYearsLast7: 3,
  occupation: 'stem',
  jobOffer: false,
  annualSalary: null,
};
