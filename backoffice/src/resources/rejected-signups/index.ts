import { RejectedSignupList } from './RejectedSignupList';

export default {
  list: RejectedSignupList,
  recordRepresentation: 'domain',
};
