/** One end of the games listing's RTP range filter (product §9), in percent; empty means no bound. */

/** Props of {@link RtpInput}. */
export type RtpInputProps = {
  name: 'rtpMin' | 'rtpMax';
  /** The visible label. */
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
};

/** The labelled number input. */
export function RtpInput({ name, label, value, onChange }: RtpInputProps) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={0}
        max={100}
        step={0.1}
        name={name}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </label>
  );
}
