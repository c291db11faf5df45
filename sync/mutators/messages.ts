/** The server's wording for rules the client checks too (kept identical so a rejection reads the same). */
export const MutationMsg = {
  missing: '数据不存在或已被删除',
  classHasStudents: '该班级下还有幼儿，不能删除',
} as const;
