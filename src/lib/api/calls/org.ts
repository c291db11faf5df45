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
import { request } from '../client';
import { md5Hex } from '../sign-client';

/** Organisation calls (docs/org.md): departments, positions, school info, personal centre. */
export const getDepartments = (schoolId: number, quiet = false): Promise<Department[]> =>
  request('/park/dept/list', { params: { schoolId }, quiet });
export const addDepartment = (input: DeptAddInput): Promise<Department> => request('/park/dept/add', { json: input });
export const renameDepartment = (id: number, name: string): Promise<null> => request('/park/dept/rename', { json: { id, name } });
export const moveDepartment = (input: DeptMoveInput): Promise<null> => request('/park/dept/move', { json: input });
export const removeDepartment = (id: number): Promise<null> => request('/park/dept/delete', { json: { id } });

export const getPositions = (schoolId: number): Promise<Position[]> => request('/park/roles/positions', { params: { schoolId } });
export const addPosition = (input: PositionAddInput): Promise<Position> => request('/park/roles/position/add', { json: input });
export const updatePosition = (input: PositionUpdateInput): Promise<null> => request('/park/roles/position/update', { json: input });
export const removePosition = (id: number): Promise<null> => request('/park/roles/position/delete', { json: { id } });
export const getMyDuties = (schoolId: number): Promise<MyDuties> => request('/park/roles/myDuties', { params: { schoolId } });

export const getSchoolInfo = (schoolId: number): Promise<SchoolInfo> => request('/park/school/info', { params: { schoolId } });
export const saveSchoolInfo = (input: SchoolInfoSave): Promise<SchoolInfo> => request('/park/school/info/save', { json: input });

export const getProfile = (): Promise<Profile> => request('/park/acount/profile');
export const saveProfile = (input: ProfileSave): Promise<Profile> => request('/park/acount/profile', { json: input });
/** The login password, when given instead of the old phone's code, goes as md5 (as at login). */
export async function changePhone(input: ChangePhoneInput): Promise<{ maskedPhone: string }> {
  return request('/park/acount/changePhone', { json: { ...input, password: input.password ? await md5Hex(input.password) : '' } });
}
export const getSessions = (): Promise<DeviceSession[]> => request('/park/acount/sessions');
export const signOutDevice = (id: string): Promise<null> => request('/park/acount/signOutDevice', { json: { id } });
