import { orgCalls } from '@contract/org/departments-calls';
import type {
  ChangePhoneInput,
  Department,
  DeptAddInput,
  DeptMoveInput,
  DeviceSession,
  MyDuties,
  Position,
  PositionAddInput,
  PositionUpdateInput,
  Profile,
  ProfileSave,
  SchoolInfo,
  SchoolInfoSave,
} from '@contract/org/departments';
import { call } from '../call';
import { md5Hex } from '../sign-client';

/** Organisation calls (docs/org.md): departments, positions, school info, personal centre. */
export const getDepartments = (schoolId: number, quiet = false): Promise<Department[]> =>
  call(orgCalls.listDepartments, { schoolId }, { quiet });
export const addDepartment = (input: DeptAddInput): Promise<Department> => call(orgCalls.addDepartment, input);
export const renameDepartment = (id: number, name: string): Promise<null> => call(orgCalls.renameDepartment, { id, name });
export const moveDepartment = (input: DeptMoveInput): Promise<null> => call(orgCalls.moveDepartment, input);
export const removeDepartment = (id: number): Promise<null> => call(orgCalls.removeDepartment, { id });

export const getPositions = (schoolId: number): Promise<Position[]> => call(orgCalls.listPositions, { schoolId });
export const addPosition = (input: PositionAddInput): Promise<Position> => call(orgCalls.addPosition, input);
export const updatePosition = (input: PositionUpdateInput): Promise<null> => call(orgCalls.updatePosition, input);
export const removePosition = (id: number): Promise<null> => call(orgCalls.removePosition, { id });
export const getMyDuties = (schoolId: number): Promise<MyDuties> => call(orgCalls.getMyDuties, { schoolId });

export const getSchoolInfo = (schoolId: number): Promise<SchoolInfo> => call(orgCalls.getSchoolInfo, { schoolId });
export const saveSchoolInfo = (input: SchoolInfoSave): Promise<SchoolInfo> => call(orgCalls.saveSchoolInfo, input);

export const getProfile = (): Promise<Profile> => call(orgCalls.getProfile);
export const saveProfile = (input: ProfileSave): Promise<Profile> => call(orgCalls.saveProfile, input);
/** The login password, when given instead of the old phone's code, goes as md5 (as at login). */
export async function changePhone(input: ChangePhoneInput): Promise<{ maskedPhone: string }> {
  return call(orgCalls.changePhone, { ...input, password: input.password ? await md5Hex(input.password) : '' });
}
export const getSessions = (): Promise<DeviceSession[]> => call(orgCalls.listSessions);
export const signOutDevice = (id: string): Promise<null> => call(orgCalls.signOutDevice, { id });
