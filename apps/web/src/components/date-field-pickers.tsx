// antd's DatePicker and TimePicker (rc-picker, its panels and dayjs plugins, ~30 KB gzip), which date-field.tsx loads
// once a form's first screen is there
export { DatePicker, TimePicker } from 'antd';
