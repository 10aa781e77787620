import { StudentList } from './StudentList';

export default {
  list: StudentList,
  recordRepresentation: 'username',
};
