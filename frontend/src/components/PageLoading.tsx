import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spin />
      <span className="visually-hidden">Loading page...</span>
    </div>
  );
}
