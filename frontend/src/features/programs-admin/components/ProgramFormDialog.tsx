import {
  type AdminProgramView,
  PROGRAM_KIND_LABELS,
  PROGRAM_KINDS,
  STUDIO_LOCATIONS,
} from '@sadhana/rules/programs';
import { App, AutoComplete, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { type ProgramInput, useSaveProgram } from '../api/save-program';
import { easternWallClock } from '../lib/eastern-wall-clock';
import styles from './programs-admin.module.css';

type FormValues = Omit<ProgramInput, 'maxParticipants' | 'description'> & {
  maxParticipants?: number | null;
  description?: string;
};

function initialValues(program: AdminProgramView | null): Partial<FormValues> {
  if (!program) return { kind: 'workshop', isActive: true };
  return {
    kind: program.kind,
    title: program.title,
    description: program.description,
    price: program.price,
    location: program.location,
    startDate: easternWallClock(program.startDate),
    endDate: easternWallClock(program.endDate),
    maxParticipants: program.maxParticipants,
    isActive: program.published,
  };
}

/**
 * A new program, or an existing one's details: kind, title, description, place (New Jersey, New York
 * City, or a retreat's own), start and end in Eastern time, price in whole dollars, places (empty: no
 * limit), and whether it is published. The server's rules answer with their reason under the form.
 */
export function ProgramFormDialog({
  program,
  open,
  onClose,
}: {
  program: AdminProgramView | null;
  open: boolean;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const save = useSaveProgram(program?.id);
  const [form] = Form.useForm<FormValues>();
  const submit = (values: FormValues) =>
    save.mutate(
      {
        ...values,
        title: values.title.trim(),
        location: values.location.trim(),
        description: values.description?.trim() ?? '',
        maxParticipants: values.maxParticipants ?? null,
      },
      {
        onSuccess: (saved) => {
          notification.success({
            title: program ? 'Program saved' : 'Program created',
            description: saved.title,
          });
          onClose();
        },
      },
    );
  return (
    <Modal
      open={open}
      title={program ? `Edit ${program.title}` : 'New program'}
      okText={program ? 'Save program' : 'Create program'}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        name="program"
        layout="vertical"
        initialValues={initialValues(program)}
        onFinish={submit}
        preserve={false}
      >
        <div className={styles.formRow}>
          <Form.Item name="kind" label="Kind" rules={[{ required: true }]}>
            <Select
              options={PROGRAM_KINDS.map((kind) => ({ value: kind, label: PROGRAM_KIND_LABELS[kind] }))}
            />
          </Form.Item>
          <Form.Item
            name="location"
            label="Location"
            rules={[{ required: true, whitespace: true, message: 'Say where' }]}
          >
            <AutoComplete options={STUDIO_LOCATIONS.map((location) => ({ value: location }))} />
          </Form.Item>
        </div>
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: 'Give it a title' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item
            name="startDate"
            label="Starts (Eastern time)"
            rules={[{ required: true, message: 'When does it start?' }]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="endDate"
            label="Ends (Eastern time)"
            rules={[{ required: true, message: 'When does it end?' }]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </div>
        <div className={styles.formRow}>
          <Form.Item
            name="price"
            label="Price (whole dollars)"
            rules={[{ required: true, message: 'Give a price' }]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxParticipants" label="Places (empty: no limit)">
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox disabled={program?.published === true}>Published: listed and open for booking</Checkbox>
        </Form.Item>
        <RefusalAlert error={save.error} fallback="Could not save the program. Please try again." />
      </Form>
    </Modal>
  );
}
