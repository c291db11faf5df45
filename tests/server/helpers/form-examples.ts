/** Example values of the forms' people and payers, shared by the route tests and the bad-input cases. */

/** A child applying for a place (招生报名) and the parent applying for her. */
export const APPLICANT = {
  gender: 2,
  birthday: '2022-04-12',
  idNumber: '11010520220412002X',
  parentName: '林建国',
  parentPhone: '13812340001',
  grade: 3,
};

/** The school's tax and bank details on an invoice application. */
export const INVOICE_PAYER = {
  taxNumber: '310115123456789',
  depositAddress: '上海市浦东新区锦绣路1001号',
  phone: '13800138000',
  depositBank: '中国工商银行上海浦东支行',
  depositAccount: '6222020200112233445',
};
