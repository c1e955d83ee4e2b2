export { dataSubjectsContract } from './data-subjects-contract';
export { personalDataCopiesContract, type PersonalDataCopiesHarness } from './personal-data-copies-contract';
